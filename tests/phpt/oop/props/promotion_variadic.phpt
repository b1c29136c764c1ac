--TEST--
variadic promoted parameter is fatal
--FILE--
<?php
class A { function __construct(public ...$x) {} }
--EXPECTF--

Fatal error: Cannot declare variadic promoted property in %s on line 2
