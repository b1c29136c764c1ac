--TEST--
date_parse_from_format(): zones
--FILE--
<?php
foreach ([['Y-m-d H:i T', '2021-03-15 10:00 UTC'], ['Y-m-d H:i P', '2021-03-15 10:00 +02:00'], ['Y-m-d H:i e', '2021-03-15 10:00 Europe/Paris'], ['Y-m-d H:i O', '2021-03-15 10:00 -0500'], ['U', '1234567890']] as [$f, $s]) {
    echo var_export($f, true), ' ', var_export($s, true), ":\n";
    print_r(date_parse_from_format($f, $s));
}
?>
--EXPECT--
'Y-m-d H:i T' '2021-03-15 10:00 UTC':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 10
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 3
    [tz_abbr] => UTC
    [tz_id] => UTC
)
'Y-m-d H:i P' '2021-03-15 10:00 +02:00':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 10
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 1
    [zone] => 7200
    [is_dst] => 
)
'Y-m-d H:i e' '2021-03-15 10:00 Europe/Paris':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 10
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 3
    [tz_id] => Europe/Paris
)
'Y-m-d H:i O' '2021-03-15 10:00 -0500':
Array
(
    [year] => 2021
    [month] => 3
    [day] => 15
    [hour] => 10
    [minute] => 0
    [second] => 0
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 1
    [zone] => -18000
    [is_dst] => 
)
'U' '1234567890':
Array
(
    [year] => 2009
    [month] => 2
    [day] => 13
    [hour] => 23
    [minute] => 31
    [second] => 30
    [fraction] => 0
    [warning_count] => 0
    [warnings] => Array
        (
        )

    [error_count] => 0
    [errors] => Array
        (
        )

    [is_localtime] => 1
    [zone_type] => 1
    [zone] => 0
    [is_dst] => 
)
