--TEST--
MultipleIterator assoc keys and NEED_ANY
--FILE--
<?php
$m = new MultipleIterator(MultipleIterator::MIT_NEED_ANY | MultipleIterator::MIT_KEYS_ASSOC);
$m->attachIterator(new ArrayIterator([1, 2, 3]), 'num');
$m->attachIterator(new ArrayIterator(['a']), 'let');
foreach ($m as $v) var_dump($v);
try { $m->attachIterator(new ArrayIterator([]), 'num'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m->attachIterator(new ArrayIterator([])); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
array(2) {
  ["num"]=>
  int(1)
  ["let"]=>
  string(1) "a"
}
array(2) {
  ["num"]=>
  int(2)
  ["let"]=>
  NULL
}
array(2) {
  ["num"]=>
  int(3)
  ["let"]=>
  NULL
}
InvalidArgumentException: Key duplication error
