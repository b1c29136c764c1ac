--TEST--
while loop and alternative syntax
--FILE--
<?php
$i = 0;
while ($i < 3) { echo $i++; }
echo "\n";
while ($i > 0):
  echo $i--;
endwhile;
echo "\n";
while (false) echo "never";
--EXPECT--
012
321
