--TEST--
goto may jump out of a loop
--FILE--
<?php
for ($i = 0; $i < 10; $i++) {
  if ($i == 3) goto done;
  echo $i;
}
done:
echo "\ndone at $i\n";
--EXPECT--
012
done at 3
