--TEST--
trait methods and properties
--FILE--
<?php
trait T { public $t = 't'; function hello() { return 'hello from ' . static::class . ' ' . $this->t; } }
class A { use T; }
echo (new A)->hello(), "\n";
--EXPECT--
hello from A t
