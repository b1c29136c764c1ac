--TEST--
promotion in an abstract constructor is fatal
--FILE--
<?php
abstract class A { abstract function __construct(public $x); }
--EXPECTF--

Fatal error: Cannot declare promoted property in an abstract constructor in %s on line 2
