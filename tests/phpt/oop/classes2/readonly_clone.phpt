--TEST--
cloning an object with readonly properties keeps values; __clone cannot modify them
--FILE--
<?php
class P {
    public function __construct(public readonly array $items) {}
    public function __clone() { try { $this->items = []; } catch (Error $e) { echo $e->getMessage(), "\n"; } }
}
$p = new P([1, 2]);
$q = clone $p;
var_dump($q->items);
--EXPECT--
Cannot modify readonly property P::$items
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
