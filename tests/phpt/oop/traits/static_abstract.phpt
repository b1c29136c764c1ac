--TEST--
static abstract methods in traits
--FILE--
<?php
trait T { abstract static function make(): static; static function twice() { return [static::make(), static::make()]; } }
class A { use T; static function make(): static { return new static; } }
var_dump(count(A::twice()), A::twice()[0] instanceof A);
--EXPECT--
int(2)
bool(true)
