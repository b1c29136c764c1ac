--TEST--
Full loose comparison table of common values
--FILE--
<?php
$vals = [true, false, 1, 0, -1, "1", "0", "-1", null, [], "php", ""];
$names = ['true', 'false', '1', '0', '-1', '"1"', '"0"', '"-1"', 'null', '[]', '"php"', '""'];
foreach ($vals as $i => $a) {
  $row = str_pad($names[$i], 6);
  foreach ($vals as $b) { $row .= ($a == $b) ? ' T' : ' .'; }
  echo $row, "\n";
}
--EXPECT--
true   T . T . T T . T . . T .
false  . T . T . . T . T T . T
1      T . T . . T . . . . . .
0      . T . T . . T . T . . .
-1     T . . . T . . T . . . .
"1"    T . T . . T . . . . . .
"0"    . T . T . . T . . . . .
"-1"   T . . . T . . T . . . .
null   . T . T . . . . T T . T
[]     . T . . . . . . T T . .
"php"  T . . . . . . . . . T .
""     . T . . . . . . T . . T
