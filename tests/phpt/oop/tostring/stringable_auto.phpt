--TEST--
Classes with __toString implement Stringable
--FILE--
<?php
class S { function __construct(public $s = "str") {} function __toString(): string { return $this->s; } }
class P { function __toString() { return 'p'; } }
var_dump(new S instanceof Stringable, new P instanceof Stringable);
var_dump(class_implements(new P));
function f(Stringable $s) { return (string)$s; }
echo f(new P), "\n";
function g(string $s) { return $s; }
echo g(new P), "\n";
--EXPECT--
bool(true)
bool(true)
array(1) {
  ["Stringable"]=>
  string(10) "Stringable"
}
p
p
