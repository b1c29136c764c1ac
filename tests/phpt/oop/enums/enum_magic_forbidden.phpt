--TEST--
enums cannot declare most magic methods
--FILE--
<?php
enum E { case A; function __get($n) {} }
--EXPECTF--

Fatal error: Enum E cannot include magic method __get in %s on line 2
