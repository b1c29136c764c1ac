--TEST--
private constant cannot be final
--FILE--
<?php
class A { final private const X = 1; }
--EXPECTF--

Fatal error: Private constant A::X cannot be final as it is not visible to other classes in %s on line 2
