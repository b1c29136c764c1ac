--TEST--
default may appear anywhere
--FILE--
<?php
foreach ([1, 5] as $n) {
  switch ($n) {
    default: echo "def "; break;
    case 1: echo "one "; break;
  }
}
echo "\n";
--EXPECT--
one def
