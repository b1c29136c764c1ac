--TEST--
runner: EXPECTREGEX matches the whole output
--FILE--
<?php
echo "random: ", random_int(1000, 9999), "\n";
echo "done\n";
--EXPECTREGEX--
random: [0-9]{4}
done
