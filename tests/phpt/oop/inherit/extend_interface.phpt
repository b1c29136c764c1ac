--TEST--
extending an interface as a class is fatal
--FILE--
<?php
interface I {}
class B extends I {}
--EXPECTF--

Fatal error: Class B cannot extend interface I in %s on line 3
