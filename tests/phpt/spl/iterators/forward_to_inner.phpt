--TEST--
IteratorIterator and RecursiveIteratorIterator pass calls to methods they lack to the inner iterator
--FILE--
<?php
$i = new IteratorIterator(new ArrayIterator([3, 1, 2]));
var_dump($i->count());
$i->asort(); var_dump(iterator_to_array($i));
$r = new RecursiveIteratorIterator(new RecursiveArrayIterator([1, [2, 3]]));
foreach ($r as $v) { echo $v, ' ', $r->getArrayCopy() === [2, 3] ? 'inner' : 'outer', "\n"; }
try { $i->nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $r->nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
class MyIt extends IteratorIterator {}
$m = new MyIt(new ArrayIterator([1])); var_dump($m->count());
var_dump(method_exists($i, 'count'), is_callable([$i, 'count']), call_user_func([$i, 'count']));
$f = new CallbackFilterIterator(new ArrayIterator([1, 2, 3]), fn($v) => $v > 1); var_dump($f->count());
--EXPECT--
int(3)
array(3) {
  [1]=>
  int(1)
  [2]=>
  int(2)
  [0]=>
  int(3)
}
1 outer
2 inner
3 inner
Call to undefined method ArrayIterator::nope()
Call to undefined method RecursiveArrayIterator::nope()
int(1)
bool(true)
bool(true)
int(3)
int(3)
