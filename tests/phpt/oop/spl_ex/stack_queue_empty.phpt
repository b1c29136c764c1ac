--TEST--
Popping and peeking empty SPL structures throws RuntimeException
--FILE--
<?php
$s = new SplStack;
try { $s->pop(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
try { $s->top(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
$q = new SplQueue;
try { $q->dequeue(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
$h = new SplMinHeap;
try { $h->extract(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
try { $h->top(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
$pq = new SplPriorityQueue;
try { $pq->extract(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Can't pop from an empty datastructure
Can't peek at an empty datastructure
Can't shift from an empty datastructure
Can't extract from an empty heap
Can't peek at an empty heap
Can't extract from an empty heap
