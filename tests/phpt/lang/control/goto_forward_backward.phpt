--TEST--
goto forward and backward
--FILE--
<?php
$i = 0;
start:
$i++;
if ($i < 3) goto start;
echo $i, "\n";
goto end;
echo "skipped\n";
end:
echo "end\n";
--EXPECT--
3
end
