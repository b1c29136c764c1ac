--TEST--
natsort() keeps keys
--FILE--
<?php
$a = ['img12.png', 'img10.png', 'img2.png', 'img1.png', 'IMG3.png'];
natsort($a);
var_dump($a);
--EXPECT--
array(5) {
  [4]=>
  string(8) "IMG3.png"
  [3]=>
  string(8) "img1.png"
  [2]=>
  string(8) "img2.png"
  [1]=>
  string(9) "img10.png"
  [0]=>
  string(9) "img12.png"
}
