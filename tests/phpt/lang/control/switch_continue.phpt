--TEST--
continue inside switch acts like break with a warning? (compile-time)
--FILE--
<?php
for ($i = 0; $i < 3; $i++) {
  switch ($i) {
    case 1: continue 2;
  }
  echo $i;
}
echo "\n";
--EXPECT--
02
