--TEST--
switch falls through without break
--FILE--
<?php
switch (1) {
  case 1: echo "a";
  case 2: echo "b";
  default: echo "c";
  case 3: echo "d";
}
echo "\n";
--EXPECT--
abcd
