--TEST--
break N and continue N in nested loops
--FILE--
<?php
for ($i = 0; $i < 3; $i++) {
  for ($j = 0; $j < 3; $j++) {
    if ($j == 1) continue 2;
    if ($i == 2) break 2;
    echo "$i$j ";
  }
}
echo "\n";
$i = 0;
while (true) { while (true) { $i++; if ($i > 3) break 2; } }
echo $i, "\n";
--EXPECT--
00 10 
4
