--TEST--
declare(ticks) parses and runs
--FILE--
<?php
declare(ticks=1) {
  echo "in block\n";
}
echo "after\n";
--EXPECT--
in block
after
