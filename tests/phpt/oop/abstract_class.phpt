--TEST--
abstract class with concrete method
--FILE--
<?php
abstract class Shape { abstract function area(); function describe() { return static::class . ' ' . $this->area(); } }
class Sq extends Shape { function __construct(private $s) {} function area() { return $this->s ** 2; } }
echo (new Sq(3))->describe(), "\n";
--EXPECT--
Sq 9
