--TEST--
enums cannot declare properties
--FILE--
<?php
enum E { case A; public $x; }
--EXPECTF--

Fatal error: Enum E cannot include properties in %s on line 2
