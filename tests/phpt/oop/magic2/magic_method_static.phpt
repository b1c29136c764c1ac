--TEST--
magic methods declared static are fatal
--FILE--
<?php
class A { static function __get($n) {} }
--EXPECTF--

Fatal error: Method A::__get() cannot be static in %s on line 2
