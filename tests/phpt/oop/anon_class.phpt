--TEST--
anonymous class
--FILE--
<?php
$o = new class(3) { function __construct(public $n) {} function dbl() { return $this->n * 2; } };
echo $o->dbl(), "\n"; var_dump($o instanceof stdClass);
--EXPECT--
6
bool(false)
