--TEST--
for loop forms
--FILE--
<?php
for ($i = 0; $i < 3; $i++) echo $i;
echo "\n";
for ($i = 0, $j = 10; $i < $j; $i += 3, $j -= 3) echo "$i-$j ";
echo "\n";
for ($k = 0; ; $k++) { if ($k > 2) break; echo $k; }
echo "\n";
for (;;) { echo "once\n"; break; }
for ($i = 0; $i < 2; $i++): echo "alt$i "; endfor;
echo "\n";
--EXPECT--
012
0-10 3-7 
012
once
alt0 alt1
