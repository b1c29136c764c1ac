--TEST--
natcasesort() ignores case
--FILE--
<?php
$a = ['img12.png', 'img10.png', 'IMG2.png', 'img1.png', 'Img3.png'];
natcasesort($a);
var_dump($a);
--EXPECT--
array(5) {
  [3]=>
  string(8) "img1.png"
  [2]=>
  string(8) "IMG2.png"
  [4]=>
  string(8) "Img3.png"
  [1]=>
  string(9) "img10.png"
  [0]=>
  string(9) "img12.png"
}
