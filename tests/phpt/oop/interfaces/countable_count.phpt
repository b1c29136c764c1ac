--TEST--
Countable: count() calls ->count(), sizeof too, result converted to int
--FILE--
<?php
class Bag implements Countable { public $items = [1, 2, 3]; function count(): int { return count($this->items); } }
class Child extends Bag {}
class Loose implements Countable { #[\ReturnTypeWillChange] function count() { return "7"; } }
$b = new Bag;
var_dump(count($b), sizeof($b), count(new Child), count(new Loose));
$b->items[] = 4;
var_dump(count($b), count($b, COUNT_RECURSIVE));
--EXPECT--
int(3)
int(3)
int(3)
int(7)
int(4)
int(4)
