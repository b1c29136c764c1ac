--TEST--
An exception in a heap comparison leaves the heap corrupted
--FILE--
<?php
class H extends SplHeap { public $throw = false; protected function compare($a, $b): int { if ($this->throw) throw new Exception('cmp'); return $a <=> $b; } }
$h = new H; $h->insert(1); $h->insert(2);
$h->throw = true;
try { $h->insert(3); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$h->throw = false;
try { $h->insert(4); } catch (RuntimeException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump($h->isCorrupted());
$h->recoverFromCorruption();
$h->insert(5);
var_dump(count($h));
--EXPECT--
cmp
RuntimeException: Heap is corrupted, heap properties are no longer ensured.
bool(true)
int(4)
