--TEST--
continue 2 inside switch continues the enclosing loop
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
