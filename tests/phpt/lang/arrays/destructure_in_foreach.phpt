--TEST--
Destructuring in foreach
--FILE--
<?php
$rows = [[1, 'one'], [2, 'two']];
foreach ($rows as [$n, $name]) echo "$n:$name\n";
$rows = [['id' => 7, 'v' => 'x']];
foreach ($rows as ['id' => $id, 'v' => $v]) echo "$id:$v\n";
--EXPECT--
1:one
2:two
7:x
