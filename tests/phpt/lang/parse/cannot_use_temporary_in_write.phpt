--TEST--
Using a temporary expression in write context
--FILE--
<?php
[1, 2][0] = 5;
--EXPECTF--

Fatal error: Cannot use temporary expression in write context in %s on line 2
