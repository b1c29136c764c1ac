--TEST--
switch alternative syntax and case semicolons
--FILE--
<?php
$x = 'b';
switch ($x):
  case 'a'; echo "A"; break;
  case 'b'; echo "B"; break;
endswitch;
echo "\n";
--EXPECT--
B
