--TEST--
WeakMap is final
--FILE--
<?php
class M extends WeakMap {}
--EXPECTF--

Fatal error: Class M cannot extend final class WeakMap in %s on line 2
