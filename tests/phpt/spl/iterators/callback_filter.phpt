--TEST--
CallbackFilterIterator
--FILE--
<?php
$it = new CallbackFilterIterator(new ArrayIterator(['a' => 1, 'b' => 2, 'c' => 3]), function ($v, $k, $inner) {
    echo "check $k\n";
    return $v != 2;
});
foreach ($it as $k => $v) echo "$k => $v\n";
?>
--EXPECT--
check a
a => 1
check b
check c
c => 3
