--TEST--
magic method with the wrong number of arguments is fatal
--FILE--
<?php
class A { function __get($a, $b) {} }
--EXPECTF--

Fatal error: Method A::__get() must take exactly 1 argument in %s on line 2
