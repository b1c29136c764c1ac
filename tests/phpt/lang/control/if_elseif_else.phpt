--TEST--
if / elseif / else chains
--FILE--
<?php
foreach ([-1, 0, 1, 5] as $n) {
  if ($n < 0) echo "neg\n";
  elseif ($n == 0) echo "zero\n";
  else if ($n < 3) echo "small\n";
  else { echo "big\n"; }
}
--EXPECT--
neg
zero
small
big
