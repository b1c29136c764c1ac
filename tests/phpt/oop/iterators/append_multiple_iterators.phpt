--TEST--
AppendIterator and MultipleIterator
--FILE--
<?php
$a = new AppendIterator;
$a->append(new ArrayIterator([1, 2]));
$a->append(new ArrayIterator([3]));
echo implode(',', iterator_to_array($a, false)), "\n";
$m = new MultipleIterator(MultipleIterator::MIT_KEYS_ASSOC);
$m->attachIterator(new ArrayIterator([1, 2]), 'n');
$m->attachIterator(new ArrayIterator(['a', 'b']), 'l');
foreach ($m as $vals) echo json_encode($vals), "\n";
--EXPECT--
1,2,3
{"n":1,"l":"a"}
{"n":2,"l":"b"}
