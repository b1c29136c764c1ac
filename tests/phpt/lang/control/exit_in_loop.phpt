--TEST--
exit inside nested loops
--FILE--
<?php
foreach ([1, 2, 3] as $a) {
  foreach ([1, 2] as $b) {
    echo "$a$b\n";
    if ($a == 2) exit();
  }
}
--EXPECT--
11
12
21
