--TEST--
RecursiveIteratorIterator modes
--FILE--
<?php
$arr = ['a' => 1, 'b' => ['c' => 2, 'd' => ['e' => 3]], 'f' => 4];
foreach ([RecursiveIteratorIterator::LEAVES_ONLY, RecursiveIteratorIterator::SELF_FIRST, RecursiveIteratorIterator::CHILD_FIRST] as $mode) {
    $it = new RecursiveIteratorIterator(new RecursiveArrayIterator($arr), $mode);
    foreach ($it as $k => $v) echo $k, "@", $it->getDepth(), is_array($v) ? "[]" : "=$v", " ";
    echo "\n";
}
?>
--EXPECT--
a@0=1 c@1=2 e@2=3 f@0=4 
a@0=1 b@0[] c@1=2 d@1[] e@2=3 f@0=4 
a@0=1 c@1=2 e@2=3 d@1[] b@0[] f@0=4
