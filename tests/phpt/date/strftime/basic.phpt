--TEST--
strftime() conversions (deprecated)
--FILE--
<?php
date_default_timezone_set('Europe/Paris');
foreach (['%a %A %d %e %j %u %w', '%U %W %V', '%b %B %h %m %C %g %G %y %Y', '%H %k %I %l %M %p %P %r %R %S %T', '%D %F %s %n%t%%', '%z %Z'] as $f) {
    var_dump(strftime($f, 1700000000));
}
?>
--EXPECTF--

Deprecated: Function strftime() is deprecated in %s on line 4
string(25) "Tue Tuesday 14 14 318 2 2"

Deprecated: Function strftime() is deprecated in %s on line 4
string(8) "46 46 46"

Deprecated: Function strftime() is deprecated in %s on line 4
string(38) "Nov November Nov 11 20 23 2023 23 2023"

Deprecated: Function strftime() is deprecated in %s on line 4
string(50) "23 23 11 11 13 PM pm 11:13:20 PM 23:13 20 23:13:20"

Deprecated: Function strftime() is deprecated in %s on line 4
string(34) "11/14/23 2023-11-14 1700003600 
	%%"

Deprecated: Function strftime() is deprecated in %s on line 4
string(9) "+0100 CET"
