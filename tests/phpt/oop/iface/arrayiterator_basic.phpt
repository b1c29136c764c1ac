--TEST--
ArrayIterator: iteration, count, offsets, seek and modification
--FILE--
<?php
$it = new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3]);
echo count($it), $it['b'], "\n";
$it['d'] = 4;
unset($it['a']);
foreach ($it as $k => $v) echo "$k=$v ";
echo "\n";
$it->rewind(); $it->seek(1); echo $it->key(), $it->current(), "\n";
var_dump($it->getArrayCopy());
var_dump(isset($it['b']), $it->offsetExists('zz'));
--EXPECT--
32
b=2 c=3 d=4 
c3
array(3) {
  ["b"]=>
  int(2)
  ["c"]=>
  int(3)
  ["d"]=>
  int(4)
}
bool(true)
bool(false)
