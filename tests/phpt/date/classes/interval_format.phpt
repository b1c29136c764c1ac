--TEST--
DateInterval::format
--FILE--
<?php
$i = new DateInterval('P1Y2M3DT4H5M6S');
echo $i->format('%y %Y %m %M %d %D %h %H %i %I %s %S %f %F %a %R %r %% %x'), "\n";
$i->invert = 1;
echo $i->format('%R%d days %r%h'), "\n";
$j = (new DateTime('2021-01-01'))->diff(new DateTime('2021-12-25 08:09:10'));
echo $j->format('%a days, %h:%I:%S'), "\n";
?>
--EXPECT--
1 01 2 02 3 03 4 04 5 05 6 06 0 000000 (unknown) +  % %x
-3 days -4
358 days, 8:09:10
