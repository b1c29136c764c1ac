--TEST--
switch with break and default
--FILE--
<?php
foreach ([1, 2, 3, 4] as $n) {
  switch ($n) {
    case 1: echo "one\n"; break;
    case 2:
    case 3: echo "two or three\n"; break;
    default: echo "default\n";
  }
}
--EXPECT--
one
two or three
two or three
default
