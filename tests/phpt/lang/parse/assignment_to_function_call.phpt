--TEST--
Assigning to a function call result
--FILE--
<?php
strlen("x") = 5;
--EXPECTF--

Fatal error: Can't use function return value in write context in %s on line 2
