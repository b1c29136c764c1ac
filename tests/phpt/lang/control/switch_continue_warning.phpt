--TEST--
"continue" targeting switch is a compile warning
--FILE--
<?php
for ($i = 0; $i < 2; $i++) {
  switch ($i) {
    case 0: continue;
  }
  echo $i;
}
echo "\n";
--EXPECTF--

Warning: "continue" targeting switch is equivalent to "break". Did you mean to use "continue 2"? in %s on line 4
01
