--TEST--
foreach by reference over user iterators and generators is an Error
--FILE--
<?php
class It implements Iterator { private $i = 0; function current(): mixed { return $this->i; } function key(): mixed { return $this->i; } function next(): void { $this->i++; } function rewind(): void { $this->i = 0; } function valid(): bool { return $this->i < 2; } }
try { foreach (new It as &$v) {} } catch (Error $e) { echo $e->getMessage(), "\n"; }
function g() { yield 1; }
try { foreach (g() as &$v) {} } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$m = new WeakMap; $o = new stdClass; $m[$o] = 1;
foreach ($m as $k => &$v) { var_dump($k === $o, $v); }
--EXPECT--
An iterator cannot be used with foreach by reference
You can only iterate a generator by-reference if it declared that it yields by-reference
bool(true)
int(1)
