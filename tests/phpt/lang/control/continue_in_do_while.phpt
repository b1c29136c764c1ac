--TEST--
continue in do-while jumps to the condition
--FILE--
<?php
$i = 0;
do {
  $i++;
  if ($i == 2) continue;
  echo $i;
} while ($i < 4);
echo "\n";
--EXPECT--
134
