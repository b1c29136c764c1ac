--TEST--
RecursiveIteratorIterator hooks
--FILE--
<?php
class Tree extends RecursiveIteratorIterator {
    function beginIteration(): void { echo "<begin>\n"; }
    function endIteration(): void { echo "<end>\n"; }
    function beginChildren(): void { echo str_repeat(' ', $this->getDepth()), "<ul>\n"; }
    function endChildren(): void { echo str_repeat(' ', $this->getDepth()), "</ul>\n"; }
}
$it = new Tree(new RecursiveArrayIterator([1, [2, [3]], 4]));
foreach ($it as $v) echo str_repeat(' ', $it->getDepth()), $v, "\n";
?>
--EXPECT--
<begin>
1
 <ul>
 2
  <ul>
  3
  </ul>
 </ul>
4
<end>
