--TEST--
promoted parameter outside a constructor is fatal
--FILE--
<?php
class A { function f(public $x) {} }
--EXPECTF--

Fatal error: Cannot declare promoted property outside a constructor in %s on line 2
